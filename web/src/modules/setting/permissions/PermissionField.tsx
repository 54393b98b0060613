import { Empty, Flex, Form, type FormInstance, Input, Tag, Tree, Typography, theme } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../widgets/busy';
import { checkedLeaves, conform, grantsFrom, type PermissionNode, searchTree, walk } from './tree';

const KIND_TAGS: Partial<Record<PermissionNode['kind'], { text: string; color: string }>> = {
  module: { text: '模块', color: 'blue' },
  button: { text: '按钮', color: 'default' },
};

/** Bold and coloured where the search term occurs in a title. */
function highlighted(title: string, term: string, color: string): ReactNode {
  const at = term ? title.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span style={{ color, fontWeight: 600 }}>{title.slice(at, at + term.length)}</span>
      {title.slice(at + term.length)}
    </>
  );
}

/**
 * The role form's permission tree: modules → pages → buttons of the person's edition, a checkbox on each
 * (a branch's checks all below it), a search, expand and collapse, check all and clear. Its value is the
 * role's `resources`; the buttons it grants go to the form's `permissions` beside it. Codes the tree does not
 * show are kept as they were.
 */
export function PermissionField({
  tree,
  form,
  value,
  onChange,
  id,
}: {
  tree: readonly PermissionNode[];
  form: FormInstance;
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}) {
  const { token } = theme.useToken();
  const watched = Form.useWatch('permissions', form) as string[] | undefined;
  const grants = useMemo(() => ({ resources: value ?? [], permissions: watched ?? [] }), [value, watched]);
  const checked = useMemo(() => checkedLeaves(tree, grants), [tree, grants]);
  const all = useMemo(() => walk(tree), [tree]);
  const leaves = useMemo(() => all.filter(({ node }) => node.children.length === 0).map(({ node }) => node.key), [all]);
  const branches = useMemo(() => all.filter(({ node }) => node.children.length > 0).map(({ node }) => node.key), [all]);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<string[]>(() => tree.map((n) => n.key));
  const search = useMemo(() => searchTree(tree, term), [tree, term]);
  const searching = term.trim() !== '';

  const apply = (nextLeaves: string[]) => {
    const next = grantsFrom(tree, nextLeaves, grants);
    form.setFieldValue('permissions', next.permissions);
    onChange?.([...next.resources]);
  };

  const data = useMemo(() => {
    const toData = (n: PermissionNode): DataNode => {
      const tag = KIND_TAGS[n.kind];
      return {
        key: n.key,
        title: (
          <span>
            <span>{highlighted(n.title, term.trim(), token.colorError)}</span>
            {tag ? (
              <Tag color={tag.color} style={{ marginInlineStart: 6, fontSize: 11, lineHeight: '16px' }}>
                {tag.text}
              </Tag>
            ) : null}
          </span>
        ),
        // Hidden rather than left out while searching: checking a branch still checks all of it.
        style: searching && !search.shown.has(n.key) ? { display: 'none' } : undefined,
        children: n.children.map(toData),
      };
    };
    return tree.map(toData);
  }, [tree, term, token.colorError, searching, search]);

  const granted = grantsFrom(tree, checked, { resources: [], permissions: [] });
  const pageCount = all.filter(({ node }) => node.kind === 'page' && granted.resources.includes(node.key)).length;

  if (tree.length === 0) return <Empty description="当前版本没有需要授权的菜单" />;
  return (
    <div id={id}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder="搜索菜单或按钮"
          aria-label="搜索权限"
          style={{ width: 220 }}
          onChange={(e) => {
            setTerm(e.target.value);
            const found = searchTree(tree, e.target.value);
            if (e.target.value.trim()) setExpanded([...found.expand, ...found.matches]);
          }}
        />
        <Button size="small" onClick={() => setExpanded(branches)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          收起全部
        </Button>
        <Button size="small" onClick={() => apply(leaves)}>
          全选
        </Button>
        <Button size="small" onClick={() => apply([])}>
          清空
        </Button>
        <Typography.Text type="secondary" aria-live="polite">
          已选 {pageCount} 个页面、{granted.permissions.length} 个按钮
        </Typography.Text>
      </Flex>
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          padding: '8px 4px',
          maxHeight: 440,
          overflow: 'auto',
        }}
      >
        {searching && search.matches.size === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的菜单或按钮" />
        ) : null}
        <Tree
          checkable
          selectable={false}
          aria-label="权限树"
          treeData={data}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(keys, info) => {
            const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
            const leafSet = new Set(leaves);
            apply(
              conform(
                tree,
                list.filter((k) => leafSet.has(k)),
                String(info.node.key),
              ),
            );
          }}
        />
      </div>
    </div>
  );
}
