import { describe, expect, it } from 'vitest';
import { isSafeMediaUrl, sanitizeHtml, stripInlineHandlers } from './sanitize';

describe('sanitizeHtml: help and articles', () => {
  it('keeps text and formatting, drops scripts, handlers and script links', () => {
    const html = sanitizeHtml(
      '<h3>帮助</h3><p onclick="x()">正文<strong>重点</strong></p><script>x()</script><a href="javascript:x()">链接</a><img src="a.png" onerror="x()">',
    );
    expect(html).toBe('<h3>帮助</h3><p>正文<strong>重点</strong></p><a>链接</a><img src="a.png" alt="">');
  });

  it('strips handler attributes before any parser sees them', () => {
    expect(stripInlineHandlers('<img src=x onerror="a(1)">')).toBe('<img src=x>');
    expect(stripInlineHandlers("<svg/onload=a(2)><body ONLOAD='a(3)'>")).toBe('<svg><body>');
    expect(stripInlineHandlers('<img src="x" onerror="eval(atob(\'d2lu\'))" onload=b alt="图">')).toBe(
      '<img src="x" alt="图">',
    );
    // Text that merely mentions a handler outside a tag is left alone.
    expect(stripInlineHandlers('<p>onclick= 是一个属性</p>')).toBe('<p>onclick= 是一个属性</p>');
  });
});

describe('sanitizeHtml: rich text', () => {
  it('removes scripts, handlers, frames and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">你好<script>alert(1)</script></p><iframe src="https://x"></iframe><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|iframe|javascript:/);
    expect(out).toContain('你好');
    expect(out).toContain('链接');
  });

  it('keeps formatting, images, video with controls and Quill’s alignment classes', () => {
    const html =
      '<h2>标题</h2><p class="ql-align-center"><strong>粗体</strong> <em>斜体</em></p><p><img src="https://cdn.x/a.png" alt=""></p><video src="https://cdn.x/a.mp4" controls="" preload="metadata"></video>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns Quill’s empty document into nothing', () => {
    expect(sanitizeHtml('<p><br></p>')).toBe('');
  });
});

describe('isSafeMediaUrl', () => {
  it('takes http(s) and site paths, refuses script and data addresses', () => {
    expect(isSafeMediaUrl('https://cdn.x/a.mp4')).toBe(true);
    expect(isSafeMediaUrl('/uploads/a.mp4')).toBe(true);
    expect(isSafeMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeMediaUrl(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeMediaUrl('data:text/html,x')).toBe(false);
    expect(isSafeMediaUrl('//evil.example/a.mp4')).toBe(false);
  });
});

describe('sanitizeHtml: pasted media', () => {
  it('drops frames and players that can play nothing, keeping the text around them', () => {
    expect(sanitizeHtml('<p>看视频</p><iframe src="https://player.example.com/v/1"></iframe><p>完</p>')).toBe(
      '<p>看视频</p><p>完</p>',
    );
    expect(
      sanitizeHtml('<p>前</p><video controls></video><video controls src="javascript:x()"></video><p>后</p>'),
    ).toBe('<p>前</p><p>后</p>');
    expect(sanitizeHtml('<video controls src="https://x.cn/a.mp4"></video>')).toBe(
      '<video controls="" src="https://x.cn/a.mp4"></video>',
    );
    expect(sanitizeHtml('<video controls><source src="/media/a.mp4"></video>')).toContain(
      '<source src="/media/a.mp4">',
    );
  });
});

describe('sanitizeHtml: images', () => {
  it('marks an image with no description as decorative and keeps a given one', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/a.png" alt="校门">')).toBe('<img src="/a.png" alt="校门">');
  });
});
