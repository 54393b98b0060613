import { classCourse } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { ResourceStore } from '../../kit/store.js';
import { checkBookingLimit, checkCapacity, courseDeleteProblem, trialDeleteProblem } from './rules.js';

const row = (values: Record<string, unknown>) =>
  new ResourceStore(classCourse, {}, () => 0).seed({ name: '少儿创意美术', ...values }, 0);

describe('course rules', () => {
  it('refuses a class size below the students enrolled, naming them', () => {
    expect(() => checkCapacity({ capacity: 12, enrolled: 12 })).not.toThrow();
    expect(() => checkCapacity({ capacity: 8, enrolled: 9 })).toThrow(UpstreamError);
    expect(() => checkCapacity({ capacity: 8, enrolled: 9 })).toThrow('班级容量不能少于已报名人数（9 人）');
  });

  it('refuses a booking limit below the places taken', () => {
    expect(() => checkBookingLimit({ bookingLimit: 3 }, 3)).not.toThrow();
    expect(() => checkBookingLimit({ bookingLimit: 2 }, 3)).toThrow('预约上限不能少于已预约人数（3 人）');
  });

  it('keeps a course on the shelf with students, and a trial course with people waiting', () => {
    expect(courseDeleteProblem(row({ onShelf: '1', enrolled: 9 }))).toBe(
      '课程「少儿创意美术」已有 9 名学员报名，请先下架后再删除',
    );
    expect(courseDeleteProblem(row({ onShelf: '0', enrolled: 9 }))).toBeNull();
    expect(courseDeleteProblem(row({ onShelf: '1', enrolled: 0 }))).toBeNull();
    expect(trialDeleteProblem(row({}), 2)).toBe('体验课「少儿创意美术」还有 2 个待体验的预约，请先处理后再删除');
    expect(trialDeleteProblem(row({}), 0)).toBeNull();
  });
});
