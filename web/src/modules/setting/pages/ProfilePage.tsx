import { Card, Tabs } from 'antd';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { ProfileBasics } from './ProfileBasics';
import { RemindSettings } from './RemindSettings';
import { WechatBind } from './WechatBind';

/**
 * 我的账号: the person's own account — name and portrait, the WeChat binding, and the official-account
 * reminders. The tab is remembered (spec §2, the wechat-bind page); entering from the menu starts on 基本资料.
 */
export function ProfilePage() {
  const [tab, setTab] = useRememberedTab('wechatBind', 'profile');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'profile', label: '基本资料', children: <ProfileBasics /> },
          { key: 'wechat', label: '微信绑定', children: <WechatBind /> },
          { key: 'remind', label: '公众号提醒', children: <RemindSettings onBind={() => setTab('wechat')} /> },
        ]}
      />
    </Card>
  );
}
