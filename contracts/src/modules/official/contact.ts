import { defineResource, f } from '../../resource.js';

/** 联系方式: each campus's contact details, as the official site's contact page lists them. */
export const officialContact = defineResource({
  name: 'officialContact',
  thing: 'official/contact',
  title: '联系方式',
  fields: {
    name: f.text('校区名称', { required: true, max: 30, keyword: true }),
    contactName: f.text('联系人', { max: 20 }),
    phone: f.phone('联系电话', { required: true }),
    address: f.text('详细地址', { required: true, max: 100, keyword: true }),
    openHours: f.text('营业时间', { max: 50 }),
    wechatQr: f.image('微信二维码', { column: false }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('是否显示'),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['isShow'],
});
