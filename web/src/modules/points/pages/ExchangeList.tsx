import { EXCHANGE_REF, type ExchangeType, pointsExchange } from '@console/contracts';
import { Avatar, Space, Typography } from 'antd';
import { ResourceList } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';

/** 积分兑换: the items members exchange points for, by type; 编辑 opens editExchange/{type}/{id} (spec §2). */
export function ExchangeList() {
  return (
    <ResourceList
      resource={pointsExchange}
      createTo="/points/addExchange"
      can={{ edit: false }}
      columns={{
        image: false,
        title: {
          title: '兑换商品',
          render: (_: unknown, r) => (
            <Space>
              <Avatar shape="square" size={40} src={r.image || undefined} alt="">
                {r.title.slice(0, 1)}
              </Avatar>
              <span>
                <Typography.Text strong>{r.title}</Typography.Text>
                {r.refName ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {EXCHANGE_REF[r.type as ExchangeType].label}
                    {r.refName === r.title ? '' : `：${r.refName}`}
                  </Typography.Text>
                ) : null}
              </span>
            </Space>
          ),
        },
        points: { render: (v: number) => `${v.toLocaleString('zh-CN')} 积分` },
      }}
      rowActions={(r) => (
        <LinkButton type="link" size="small" to={`/points/editExchange/${r.type}/${r.id}`}>
          编辑
        </LinkButton>
      )}
    />
  );
}
