import { campaignResources, type FieldDef, PLAYWAYS } from '@console/contracts';
import { Grid, Image, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { actionsWidth, type NamedResource, ResourceList, type ResourceListProps, type Row } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';
import { ShareActions } from '../../../widgets/share/ShareActions';
import { boostCopyOf, dataOf, editOf, playwayBase } from './paths';
import { StatusTag } from './StatusTag';
import { switchOffQuestion } from './switch-off';
import type { CampaignName, CampaignRow } from './types';

export interface CampaignListProps<N extends CampaignName> {
  playway: N;
  /** Column changes besides the common ones (the cover, the time, the status). */
  columns?: ResourceListProps<N>['columns'];
  extraColumns?: ResourceListProps<N>['extraColumns'];
  toolbar?: ReactNode;
  /** Columns of this playway a narrow list keeps longer (see ResourceList's `priorities`). */
  priorities?: Partial<Record<string, number>>;
}

/**
 * A playway's campaigns: cover, name, the window in one column, the derived status, the count of people, the
 * 上架 switch, and the actions every playway has (编辑, 复制, 数据, 分享, 推广, 删除).
 */
export function CampaignList<N extends CampaignName>(p: CampaignListProps<N>) {
  const resource = campaignResources[p.playway] as unknown as NamedResource<N>;
  const label = PLAYWAYS.find((x) => x.key === p.playway)?.label ?? '';
  const phone = !Grid.useBreakpoint().md;
  // The playway's own name for its count of people (发起人数, 报名人数, 已领取…).
  const countLabel = (resource.fields as Record<string, FieldDef>).participants?.meta.label ?? '参与人数';
  const common: Record<string, Partial<ColumnType<Row<N>>> | false> = {
    cover: false,
    title: {
      render: (v: string, r) => (
        <Space>
          {/* On a phone the name has the little room the pinned status and actions leave: no cover there. */}
          {phone ? null : (
            <Image
              src={(r as unknown as CampaignRow).cover}
              width={72}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              alt="活动封面"
            />
          )}
          <Typography.Text strong ellipsis={{ tooltip: v }} style={{ maxWidth: phone ? 110 : 200 }}>
            {v}
          </Typography.Text>
        </Space>
      ),
    },
    startTime: {
      title: '活动时间',
      width: 180,
      render: (_: unknown, r) => {
        const row = r as unknown as CampaignRow;
        return (
          <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {row.startTime}
            <br />至 {row.endTime}
          </Typography.Text>
        );
      },
    },
    endTime: false,
    status: { render: (v: CampaignRow['status']) => <StatusTag status={v} /> },
    updateDate: false,
  };
  return (
    <ResourceList
      resource={resource}
      base={playwayBase(p.playway)}
      title={`${label}活动`}
      columns={{ ...common, ...p.columns } as ResourceListProps<N>['columns']}
      extraColumns={p.extraColumns}
      toolbar={p.toolbar}
      // Its six actions in two rows of three: the room goes to the playway's own figures.
      actionsWidth={actionsWidth(['编辑', '复制', '数据'])}
      // What a campaign is doing and whether it is on outlast its other figures on a narrow list.
      priorities={{ status: 8, isShow: 8, startTime: 7, participants: 6, ...p.priorities }}
      editTo={(id) => editOf(p.playway, id)}
      askToggle={(field, r, on) =>
        field === 'isShow' ? switchOffQuestion(r as unknown as CampaignRow, countLabel, on) : null
      }
      copyTo={p.playway === 'boost' ? boostCopyOf : undefined}
      rowActions={(r) => {
        const row = r as unknown as CampaignRow;
        return (
          <>
            <LinkButton type="link" size="small" to={dataOf(p.playway, row.id)}>
              数据
            </LinkButton>
            {/* Shared by its share title and picture where it has them, else by its name and cover. */}
            <ShareActions
              page={`marketing/${p.playway}`}
              item={{
                id: row.id,
                title: row.shareTitle || row.title,
                description: row.rules,
                image: row.shareImage || row.cover,
              }}
            />
          </>
        );
      }}
    />
  );
}
