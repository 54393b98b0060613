import { DeleteOutlined } from '@ant-design/icons';
import { FEE, formatYuan } from '@console/contracts';
import { Tag } from 'antd';
import { LinkButton } from '../../../widgets/LinkButton';
import { CampaignList } from '../shared/CampaignList';
import { playwayBase } from '../shared/paths';

/** 活动报名: the activities people sign up for; deleting moves one to the recycle bin. */
export function SignUpList() {
  return (
    <CampaignList
      playway="signUp"
      priorities={{ feeType: 6 }}
      toolbar={
        <LinkButton icon={<DeleteOutlined />} to={`${playwayBase('signUp')}/recycle`}>
          回收站
        </LinkButton>
      }
      columns={{
        feeType: {
          render: (v: number, r) =>
            v === FEE.paid ? <Tag color="orange">{formatYuan(r.price ?? 0)}</Tag> : <Tag>免费</Tag>,
        },
        price: false,
        capacity: { align: 'right' },
        participants: { align: 'right' },
      }}
    />
  );
}
