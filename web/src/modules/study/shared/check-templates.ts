import { CHECK_DAILY, CHECK_HOMEWORK } from '@console/contracts';

/** A starting point for a new check-in task or homework series: its title, days and requirements. */
export interface CheckTemplate {
  key: string;
  type: number;
  title: string;
  summary: string;
  weekdays: number[];
  requirements: string;
}

/** The templates 新建打卡 offers, by type: the usual tasks of an art, music and language school. */
export const CHECK_TEMPLATES: readonly CheckTemplate[] = [
  {
    key: 'reading',
    type: CHECK_DAILY,
    title: '每日阅读打卡',
    summary: '每天阅读 20 分钟，拍照或录音打卡',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    requirements: '<p>每天阅读 20 分钟，拍下正在读的书页，或录一段朗读音频，并写下一句今天的收获。</p>',
  },
  {
    key: 'piano',
    type: CHECK_DAILY,
    title: '每日练琴打卡',
    summary: '练琴 30 分钟，上传练习视频',
    weekdays: [1, 2, 3, 4, 5, 6],
    requirements: '<p>每天练琴不少于 30 分钟，上传一段完整弹奏本周曲目的视频。</p>',
  },
  {
    key: 'calligraphy',
    type: CHECK_DAILY,
    title: '书法每日一练',
    summary: '临写 10 个字，拍照打卡',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    requirements: '<p>按课上范字临写 10 个字，注意笔顺和结构，拍照上传。</p>',
  },
  {
    key: 'english',
    type: CHECK_DAILY,
    title: '英语口语打卡',
    summary: '跟读 5 分钟，上传录音',
    weekdays: [1, 2, 3, 4, 5],
    requirements: '<p>跟读本周绘本或课文 5 分钟，上传录音。</p>',
  },
  {
    key: 'art',
    type: CHECK_HOMEWORK,
    title: '美术家庭作业',
    summary: '每次课后布置一幅作品',
    weekdays: [6],
    requirements: '<p>每次课后布置一幅主题作品，按时拍照提交，老师会逐一点评打分。</p>',
  },
  {
    key: 'music',
    type: CHECK_HOMEWORK,
    title: '钢琴课后作业',
    summary: '每周练习曲目，提交演奏视频',
    weekdays: [2, 4],
    requirements: '<p>每周布置练习曲目，提交完整的演奏视频，老师批改并给出练习建议。</p>',
  },
];
