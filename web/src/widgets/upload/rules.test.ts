import { LIMITS, MB, MSG } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkEditorVideo,
  checkImage,
  checkMedia,
  checkVideo,
  extensionOf,
  fileKindOf,
  mediaAccept,
  needsCompression,
} from './rules';

const file = (name: string, type: string, size = 1024) => ({ name, type, size });

describe('image box', () => {
  it('takes jpeg, jpg and png only, with the exact message', () => {
    expect(checkImage(file('a.png', 'image/png'))).toBeNull();
    expect(checkImage(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkImage(file('a.jpeg', ''))).toBeNull();
    expect(checkImage(file('a.gif', 'image/gif'))).toBe('上传图片只能是jpg、jpeg、png格式');
    expect(checkImage(file('a.webp', 'image/webp'))).toBe(MSG.imageType);
    expect(checkImage(file('a.png', 'application/octet-stream'))).toBe(MSG.imageType);
  });

  it('refuses 5 MB and more with the exact message; the editor allows 10 MB', () => {
    expect(checkImage(file('a.png', 'image/png', 5 * MB - 1))).toBeNull();
    expect(checkImage(file('a.png', 'image/png', 5 * MB))).toBe('上传图片大小不能超过 5MB!');
    expect(checkImage(file('a.jpg', 'image/jpeg', 6 * MB))).toBe(MSG.imageSize);
    expect(checkImage(file('a.jpg', 'image/jpeg', 6 * MB), LIMITS.editorImageMaxBytes)).toBeNull();
    expect(checkImage(file('a.jpg', 'image/jpeg', 11 * MB), LIMITS.editorImageMaxBytes)).toBe(
      '上传图片大小不能超过 10MB!',
    );
  });

  it('checks the type before the size', () => {
    expect(checkImage(file('a.gif', 'image/gif', 6 * MB))).toBe(MSG.imageType);
  });

  it('compresses above the threshold, 500 KB by default', () => {
    expect(needsCompression(file('a.png', 'image/png', 500 * 1024))).toBe(false);
    expect(needsCompression(file('a.png', 'image/png', 500 * 1024 + 1))).toBe(true);
    expect(needsCompression(file('a.png', 'image/png', 300 * 1024), 200 * 1024)).toBe(true);
  });
});

describe('video box', () => {
  it('takes MP4 and MOV only', () => {
    expect(checkVideo(file('a.mp4', 'video/mp4'))).toBeNull();
    expect(checkVideo(file('a.MOV', ''))).toBeNull();
    expect(checkVideo(file('a.mov', 'video/quicktime'))).toBeNull();
    expect(checkVideo(file('a.avi', 'video/x-msvideo'))).toBe('上传视频只能是MP4或MOV文件!');
  });

  it('refuses the default 50 MB, or the box’s own maximum, with n in the message', () => {
    expect(checkVideo(file('a.mp4', 'video/mp4', 50 * MB))).toBe('上传视频大小不能超过 50MB!');
    expect(checkVideo(file('a.mp4', 'video/mp4', 49 * MB))).toBeNull();
    expect(checkVideo(file('a.mp4', 'video/mp4', 120 * MB), 100)).toBe('上传视频大小不能超过 100MB!');
  });
});

describe('media box', () => {
  it('MP3 mode takes mp3/mpeg audio only', () => {
    expect(checkMedia(file('a.mp3', 'audio/mpeg'), 'mp3')).toBeNull();
    expect(checkMedia(file('a.mp3', 'audio/mp3'), 'mp3')).toBeNull();
    expect(checkMedia(file('a.wav', 'audio/wav'), 'mp3')).toBe('只能上传MP3文件!');
    expect(checkMedia(file('a.mp4', 'video/mp4'), 'mp3')).toBe('只能上传MP3文件!');
  });

  it('MP4/MOV mode takes those two only', () => {
    expect(checkMedia(file('a.mov', 'video/quicktime'), 'video')).toBeNull();
    expect(checkMedia(file('a.mp3', 'audio/mpeg'), 'video')).toBe('只能上传MP4、MOV文件!');
  });

  it('both: any of the three, else the third message', () => {
    expect(checkMedia(file('a.mp3', 'audio/mpeg'), 'both')).toBeNull();
    expect(checkMedia(file('a.mp4', 'video/mp4'), 'both')).toBeNull();
    expect(checkMedia(file('a.flac', 'audio/flac'), 'both')).toBe('只能上传MP3、MP4、MOV文件!');
  });

  it('size message carries n', () => {
    expect(checkMedia(file('a.mp3', 'audio/mpeg', 60 * MB), 'mp3')).toBe('上传文件大小不能超过 50MB!');
    expect(checkMedia(file('a.mp3', 'audio/mpeg', 60 * MB), 'mp3', 200)).toBeNull();
  });

  it('the picker offers what the mode takes', () => {
    expect(mediaAccept('mp3')).not.toContain('mp4');
    expect(mediaAccept('video')).not.toContain('mp3');
    expect(mediaAccept('both')).toContain('.mov');
  });
});

describe('editor video', () => {
  it('takes the video types of section 9 under about 1000 MB', () => {
    for (const ext of ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'rmvb', 'rm'])
      expect(checkEditorVideo(file(`a.${ext}`, ''))).toBeNull();
    expect(checkEditorVideo(file('a.mp3', 'audio/mpeg'))).toBe(MSG.videoType);
    expect(checkEditorVideo(file('a.mp4', 'video/mp4', 1000 * MB))).toBe('上传视频大小不能超过 1000MB!');
  });

  it('reads extensions case-insensitively', () => {
    expect(extensionOf('Photo.PNG')).toBe('png');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('a file’s kind (its icon in the queue)', () => {
  it('reads the MIME family first, then section 9’s extensions', () => {
    expect(fileKindOf({ name: 'lesson.wav', type: 'audio/wav' })).toBe('audio');
    expect(fileKindOf({ name: 'lesson.wav' })).toBe('audio');
    expect(fileKindOf({ name: 'lesson.FLAC', type: '' })).toBe('audio');
    expect(fileKindOf({ name: 'lesson.mp3', type: '' })).toBe('audio');
    expect(fileKindOf({ name: 'clip.mkv', type: '' })).toBe('video');
    expect(fileKindOf({ name: 'clip', type: 'video/mp4' })).toBe('video');
    expect(fileKindOf({ name: 'cover.png', type: '' })).toBe('image');
    expect(fileKindOf({ name: 'notes.pdf', type: 'application/pdf' })).toBe('other');
    expect(fileKindOf({ name: 'README', type: '' })).toBe('other');
  });
});
