import { ConfigProvider } from 'antd';
import { type ReactNode, useContext } from 'react';

/**
 * A list item's title and description, drawn as antd's List.Item.Meta draws them (its classes, so its look), with
 * the title as text. antd's Meta makes every item's title an h4 wherever the list stands: each comment, record
 * or helper becomes a heading, and the page's outline jumps from its h2 to them (axe: heading-order).
 */
export function ListItemMeta(p: { avatar?: ReactNode; title?: ReactNode; description?: ReactNode }) {
  const cls = useContext(ConfigProvider.ConfigContext).getPrefixCls('list');
  return (
    <div className={`${cls}-item-meta`}>
      {p.avatar ? <div className={`${cls}-item-meta-avatar`}>{p.avatar}</div> : null}
      <div className={`${cls}-item-meta-content`}>
        {p.title ? <div className={`${cls}-item-meta-title`}>{p.title}</div> : null}
        {p.description ? <div className={`${cls}-item-meta-description`}>{p.description}</div> : null}
      </div>
    </div>
  );
}
