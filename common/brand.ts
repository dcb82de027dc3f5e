/** The one place that names the (fictional) company. Server seed data and both front ends read it. */
export const brand = {
  zh_CN: { name: '海联船舶科技', fullName: '海联船舶科技股份有限公司', slogan: '让每一艘船更安全、更高效、更绿色' },
  en_US: { name: 'SeaLink Marine', fullName: 'SeaLink Marine Technology Co., Ltd.', slogan: 'Safer, smarter and greener ships' },
  phone: '400-820-2005',
  email: 'service@sealink-marine.example',
  filingNumber: '鲁ICP备2005000001号-1',
  founded: 2005,
} as const;
