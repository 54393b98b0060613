import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useShell } from './context';
import { crumbsOf } from './crumbs';

/** The top bar's breadcrumb of the current page. */
export function Breadcrumb() {
  const { page, table, allowed } = useShell();
  if (!page) return null;
  return (
    <AntBreadcrumb
      aria-label="当前位置"
      items={crumbsOf(page, table, allowed).map((c, i) => ({
        key: `${i}-${c.title}`,
        title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
      }))}
    />
  );
}
