import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { pageEntries } from '../routes/menu';
import { useShell } from './context';
import { createSearch, type SearchEntry } from './search';
import { useMenuNavigate } from './useMenuNavigate';

/** The search box of the header search (spec §5): fuzzy search over the pages the menus offer. */
export default function HeaderSearchBox({ onClose }: { onClose: () => void }) {
  const { menus, table } = useShell();
  const go = useMenuNavigate();
  const [query, setQuery] = useState('');
  const entries = useMemo<SearchEntry[]>(
    () => pageEntries(menus).map((e) => ({ title: [...e.trail, e.title], path: e.path })),
    [menus],
  );
  const search = useMemo(() => createSearch(entries), [entries]);
  const results = search(query);

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      autoFocus
      defaultOpen
      value={null}
      placeholder="搜索页面"
      aria-label="搜索页面"
      style={{ width: 220 }}
      notFoundContent={query.trim() ? '没有找到页面' : null}
      options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
      onBlur={onClose}
      onChange={(path: string | null) => {
        if (!path) return;
        onClose();
        go({ to: path, node: table.pages.find((p) => p.fullPath === path) });
      }}
    />
  );
}
