import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { crumbsOf } from './crumbs';
import { useShell } from './context';

/** The top bar's breadcrumb of the current page. */
export function Breadcrumb() {
  const { page, table, allowed } = useShell();
  if (!page) return null;
  return (
    <AntBreadcrumb
      aria-label="breadcrumb"
      items={crumbsOf(page, table, allowed).map((c, i) => ({
        key: `${i}-${c.title}`,
        title: c.to ? <Link to={c.to}>{c.title}</Link> : c.title,
      }))}
    />
  );
}
