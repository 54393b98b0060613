import type { FormField } from '@console/contracts';
import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { answerColumns } from './answer-columns';

const field = (key: string, label: string, type: FormField['type'], options: string[] = []): FormField => ({
  key,
  label,
  type,
  required: false,
  options,
});
const FIELDS = [
  field('fname', '学员姓名', 'text'),
  field('fcourse', '意向课程', 'checkbox', ['美术', '书法']),
  field('fphoto', '学员照片', 'image'),
  field('fmail', '家长邮箱', 'email'),
];
type Row = { id: number; answers: Record<string, string | string[]> };

describe('answerColumns', () => {
  it('gives a column per field in the form’s order, titled by its label', () => {
    const columns = answerColumns<Row>(FIELDS, (r) => r.answers);
    expect(columns.map((c) => c.title)).toEqual(['学员姓名', '意向课程', '学员照片', '家长邮箱']);
    expect(columns.map((c) => c.key)).toEqual(['answer.fname', 'answer.fcourse', 'answer.fphoto', 'answer.fmail']);
  });

  it('shows options joined, a picture as a thumbnail and an empty answer as —', () => {
    const rows: Row[] = [
      { id: 1, answers: { fname: '王小明', fcourse: ['美术', '书法'], fphoto: 'https://img.test/a.png' } },
    ];
    render(<Table rowKey="id" dataSource={rows} columns={answerColumns<Row>(FIELDS, (r) => r.answers)} />);
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['王小明', '美术、书法', '', '—']);
    expect(screen.getByRole('img', { name: '学员照片' }).getAttribute('src')).toBe('https://img.test/a.png');
  });
});
