import { Card, Tabs } from 'antd';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { AmbassadorList } from './AmbassadorList';
import { ApplyList } from './ApplyList';
import { CommissionList } from './CommissionList';
import { RecruitPoster } from './RecruitPoster';
import { RuleForm } from './RuleForm';

/** 推广大使 (/promote): rules, promoters, applications and commission records; the tab is remembered (spec §2). */
export function PromotePage() {
  const [tab, setTab] = useRememberedTab('promoter', 'ambassador');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        tabBarExtraContent={<RecruitPoster />}
        items={[
          { key: 'ambassador', label: '推广大使', children: <AmbassadorList /> },
          { key: 'apply', label: '推广申请', children: <ApplyList /> },
          { key: 'commission', label: '佣金记录', children: <CommissionList /> },
          { key: 'rule', label: '推广规则', children: <RuleForm /> },
        ]}
      />
    </Card>
  );
}
