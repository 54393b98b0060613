import { describe, expect, it } from 'vitest';
import { posterDefaults, posterFileName, posterProblem, proxiedImageUrl } from './rules';

describe('poster', () => {
  const ok = { title: '春季招生', description: '美术书法钢琴全面开课', image: 'https://x/a.png' };

  it('checks title, description and image in that order with the exact messages', () => {
    expect(posterProblem({ title: '', description: '', image: null })).toBe('请输入标题');
    expect(posterProblem({ ...ok, description: ' ', image: null })).toBe('请输入描述');
    expect(posterProblem({ ...ok, image: null })).toBe('请选择图片');
    expect(posterProblem(ok)).toBeNull();
  });

  it('caps the title at 12 and the description at 20 characters', () => {
    expect(posterProblem({ ...ok, title: '一二三四五六七八九十一二' })).toBeNull();
    expect(posterProblem({ ...ok, title: '一二三四五六七八九十一二三' })).toBe('标题不能超过 12 个字');
    expect(posterProblem({ ...ok, description: '一'.repeat(21) })).toBe('描述不能超过 20 个字');
  });

  it('starts from the promoted content, cut to the limits', () => {
    expect(posterDefaults({ title: '2025 春季招生简章（美术、书法）', description: null, image: '' })).toEqual({
      title: '2025 春季招生简章（',
      description: '',
      image: null,
    });
  });

  it('draws images through the gateway proxy and saves as PNG', () => {
    expect(proxiedImageUrl('http://localhost:8081/a b.png')).toBe(
      '/api/img?url=http%3A%2F%2Flocalhost%3A8081%2Fa%20b.png',
    );
    expect(posterFileName('春季/招生')).toBe('春季招生.png');
    expect(posterFileName('  ')).toBe('推广海报.png');
  });
});
