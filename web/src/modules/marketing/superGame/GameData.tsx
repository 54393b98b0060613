import { gamePlay, PLAY } from '@console/contracts';
import { Tag } from 'antd';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';

/** 游戏数据: plays, players, wins and the win rate, the daily chart, the prizes' stock; every play. */
export function GameData() {
  return (
    <DataPage
      playway="superGame"
      tabs={[
        {
          key: 'plays',
          label: '参与记录',
          render: (id) => (
            <RecordTable
              resource={gamePlay}
              parent={{ gameId: id }}
              columns={{
                result: {
                  render: (v: number) => (v === PLAY.won ? <Tag color="success">中奖</Tag> : <Tag>未中奖</Tag>),
                },
              }}
            />
          ),
        },
      ]}
    />
  );
}
