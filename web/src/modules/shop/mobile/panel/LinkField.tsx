import { DECOR_SYSTEM_PAGES, type DecorLink, decorLinkSchema, linkText } from '@console/contracts';
import { Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../../app/trpc';

const KINDS = [
  { value: 'none', label: '不跳转' },
  { value: 'system', label: '系统页面' },
  { value: 'page', label: '微页面' },
  { value: 'url', label: '外部链接' },
];

/**
 * Where a part links to: a storefront page, one of the shop's decorated pages, or an outside address. The
 * outside address is kept only once the contracts' link schema takes it; until then its message shows.
 */
export function LinkField({
  value,
  onChange,
  id,
}: {
  value: DecorLink | null;
  onChange: (v: DecorLink | null) => void;
  id: string;
}) {
  const [kind, setKind] = useState<string>(value?.kind ?? 'none');
  const [typed, setTyped] = useState(value?.kind === 'url' ? value.url : '');
  const pages = trpc.shopPage.list.useQuery({ page: 1, size: 50 }, { enabled: kind === 'page' });
  const urlCheck = decorLinkSchema.safeParse({ kind: 'url', url: typed, title: '' });
  const urlError = typed !== '' && !urlCheck.success ? (urlCheck.error.issues[0]?.message ?? '') : '';
  return (
    <Flex vertical gap={6}>
      <Select
        id={id}
        aria-label="链接类型"
        value={kind}
        options={KINDS}
        onChange={(k) => {
          setKind(k);
          if (k === 'none') onChange(null);
        }}
      />
      {kind === 'system' ? (
        <Select
          aria-label="系统页面"
          placeholder="请选择系统页面"
          value={value?.kind === 'system' ? value.path : undefined}
          options={DECOR_SYSTEM_PAGES.map((p) => ({ value: p.path, label: p.title }))}
          onChange={(path) => {
            const page = DECOR_SYSTEM_PAGES.find((p) => p.path === path);
            if (page) onChange({ kind: 'system', path: page.path, title: page.title });
          }}
        />
      ) : null}
      {kind === 'page' ? (
        <Select
          aria-label="微页面"
          placeholder="请选择微页面"
          loading={pages.isFetching}
          value={value?.kind === 'page' ? value.id : undefined}
          options={(pages.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={(pageId) => {
            const page = pages.data?.list.find((p) => p.id === pageId);
            if (page) onChange({ kind: 'page', id: page.id, title: page.name });
          }}
        />
      ) : null}
      {kind === 'url' ? (
        <>
          <Input
            aria-label="链接地址"
            placeholder="https://"
            value={typed}
            status={urlError ? 'error' : undefined}
            onChange={(e) => {
              const url = e.target.value;
              setTyped(url);
              const link = decorLinkSchema.safeParse({ kind: 'url', url, title: '' });
              if (link.success) onChange(link.data);
            }}
          />
          {urlError ? <Typography.Text type="danger">{urlError}</Typography.Text> : null}
        </>
      ) : null}
      {value ? <Typography.Text type="secondary">当前：{linkText(value)}</Typography.Text> : null}
    </Flex>
  );
}
