import { CAMPAIGN } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { switchOffQuestion } from './switch-off';

const running = { title: '春季美术体验课助力', status: CAMPAIGN.running, participants: 236 };

describe('switching a campaign off', () => {
  it('asks first for a running campaign people take part in, naming how many', () => {
    const q = switchOffQuestion(running, '发起人数', false);
    expect(q?.title).toBe('确定下架「春季美术体验课助力」吗？');
    expect(q?.content).toContain('发起人数 236');
    expect(q?.okText).toBe('下架');
  });

  it('writes large counts with separators', () => {
    expect(switchOffQuestion({ ...running, participants: 12_345 }, '已领取', false)?.content).toContain(
      '已领取 12,345',
    );
  });

  it('switches at once when switching on, nobody takes part, or the campaign is not running', () => {
    expect(switchOffQuestion(running, '发起人数', true)).toBeNull();
    expect(switchOffQuestion({ ...running, participants: 0 }, '发起人数', false)).toBeNull();
    for (const status of [CAMPAIGN.notStarted, CAMPAIGN.ended, CAMPAIGN.off, CAMPAIGN.notOn])
      expect(switchOffQuestion({ ...running, status }, '发起人数', false)).toBeNull();
  });
});
