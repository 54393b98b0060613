import { formatYuan, type Overview } from '@console/contracts';
import { Card, Flex, Statistic, Typography } from 'antd';

interface Stat {
  title: string;
  today: (d: Overview) => number;
  yesterday?: (d: Overview) => number;
  /** An amount in fen, shown in yuan. */
  money?: boolean;
}

const STATS: readonly Stat[] = [
  { title: '今日访客', today: (d) => d.todayVisits, yesterday: (d) => d.yesterdayVisits },
  { title: '今日订单', today: (d) => d.todayOrders, yesterday: (d) => d.yesterdayOrders },
  { title: '今日收入（元）', today: (d) => d.todayIncome, yesterday: (d) => d.yesterdayIncome, money: true },
  { title: '今日线索', today: (d) => d.todayClues, yesterday: (d) => d.yesterdayClues },
  { title: '累计用户', today: (d) => d.totalUsers },
];

const CARD_STYLE = { flex: '1 1 200px', minWidth: 200 };

/** Today's numbers against yesterday's, plus the user total. `data` absent means loading. */
export function StatCards({ data }: { data: Overview | undefined }) {
  return (
    <Flex wrap gap={16}>
      {STATS.map((stat) => (
        <Card key={stat.title} loading={!data} style={CARD_STYLE} role="group" aria-label={stat.title}>
          {data ? (
            <>
              <Statistic
                title={stat.title}
                value={stat.money ? formatYuan(stat.today(data)).slice(1) : stat.today(data)}
                prefix={stat.money ? '¥' : undefined}
              />
              <Typography.Text type="secondary">
                {stat.yesterday ? `昨日 ${formatValue(stat.yesterday(data), stat.money)}` : '全部时间'}
              </Typography.Text>
            </>
          ) : null}
        </Card>
      ))}
    </Flex>
  );
}

function formatValue(value: number, money: boolean | undefined): string {
  return money ? formatYuan(value) : value.toLocaleString('zh-CN');
}
