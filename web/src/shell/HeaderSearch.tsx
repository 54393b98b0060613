import { SearchOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../widgets/busy';

// The box and its fuzzy matcher load on first use.
const HeaderSearchBox = lazy(() => import('./HeaderSearchBox'));

/** Header search: a button that opens the search box. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const button = <Button type="text" icon={<SearchOutlined />} aria-label="搜索页面" onClick={() => setOpen(true)} />;
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <HeaderSearchBox onClose={() => setOpen(false)} />
    </Suspense>
  );
}
