import { LIMITS } from '../../constants.js';
import { defineResource, f } from '../../resource.js';
import { OFFICIAL_CONTENT_TYPES } from './content-types.js';

/** The photo item of spec §3 (id, url, name, sort, width, height, size, updateDate, categoryId). */
function photoFields(contentType: string, labels: { url: string; name: string; category: string }) {
  return {
    url: f.image(labels.url, { required: true }),
    name: f.text(labels.name, { required: true, max: LIMITS.photoNameMax, keyword: true }),
    categoryId: f.category(labels.category, contentType, { required: true }),
    sort: f.number('排序', { max: 9999 }),
    width: f.number('宽度', { form: false, column: false, max: 100_000 }),
    height: f.number('高度', { form: false, column: false, max: 100_000 }),
    size: f.number('大小（字节）', { form: false, column: false, max: 1024 * 1024 * 1024 }),
  };
}

/** 相册: photos of the school, in album categories. */
export const officialAlbum = defineResource({
  name: 'officialAlbum',
  thing: 'official/album',
  title: '照片',
  fields: photoFields(OFFICIAL_CONTENT_TYPES.album, { url: '照片', name: '照片名称', category: '相册分类' }),
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['categoryId'],
});

/** 学员作品: students' works, in works categories, with the author's name. */
export const officialWorks = defineResource({
  name: 'officialWorks',
  thing: 'official/work',
  title: '作品',
  fields: {
    ...photoFields(OFFICIAL_CONTENT_TYPES.works, { url: '作品图片', name: '作品名称', category: '作品分类' }),
    author: f.text('作者', { max: 20, keyword: true }),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['categoryId'],
});
