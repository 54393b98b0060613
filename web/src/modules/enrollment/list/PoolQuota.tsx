import { trpc } from '../../../app/trpc';

/** Today's claims against the daily cap, beside the pool's title. */
export function PoolQuota() {
  const setting = trpc.clue.setting.useQuery();
  const s = setting.data;
  if (!s) return null;
  if (!s.claimLimitEnabled) return <>今日已领取 {s.claimedToday} 条，不限领取数量</>;
  return (
    <>
      今日已领取 {s.claimedToday}/{s.claimDailyLimit} 条
      {s.poolReturnEnabled ? `；线索 ${s.poolReturnDays} 天未跟进将自动退回公海` : ''}
    </>
  );
}
