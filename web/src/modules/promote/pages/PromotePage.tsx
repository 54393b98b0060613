import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { AmbassadorList } from './AmbassadorList';
import { ApplyList } from './ApplyList';
import { CommissionList } from './CommissionList';
import { RecruitPoster } from './RecruitPoster';
import { RuleForm } from './RuleForm';

/** 推广大使 (/promote): rules, promoters, applications and commission records; the tab is remembered (spec §2). */
export function PromotePage() {
  const [tab, setTab] = useRememberedTab('promoter', 'ambassador');
  const [, setSearch] = useSearchParams();
  // The lists keep their search in the address; a tab starts without the one it left (its keyword, its page).
  const open = (key: string) => {
    setTab(key);
    setSearch(new URLSearchParams(), { replace: true });
  };
  /** One promoter's commission records, from their row. */
  const commissionOf = (row: { id: number; name: string }) => {
    setTab('commission');
    setSearch({ promoterId: String(row.id), promoter: row.name });
  };
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        tabBarExtraContent={<RecruitPoster />}
        items={[
          { key: 'ambassador', label: '推广大使', children: <AmbassadorList onCommission={commissionOf} /> },
          { key: 'apply', label: '推广申请', children: <ApplyList /> },
          { key: 'commission', label: '佣金记录', children: <CommissionList /> },
          { key: 'rule', label: '推广规则', children: <RuleForm /> },
        ]}
      />
    </Card>
  );
}
