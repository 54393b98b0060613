import { DeleteOutlined } from '@ant-design/icons';
import { FEE, formatYuan } from '@console/contracts';
import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { CampaignList } from '../shared/CampaignList';
import { playwayBase } from '../shared/paths';

/** 活动报名: the activities people sign up for; deleting moves one to the recycle bin. */
export function SignUpList() {
  return (
    <CampaignList
      playway="signUp"
      recycle
      toolbar={
        <Link to={`${playwayBase('signUp')}/recycle`}>
          <Button icon={<DeleteOutlined />}>回收站</Button>
        </Link>
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
