import { Card, Flex, Typography } from 'antd';
import type { Session } from '../../../session/rules';
import { H5ShopCard, MiniProgramCard } from '../../../shell/ShopCards';
import { h5Url, showsH5Entry, showsMiniProgramEntry } from '../../../shell/ShopEntries';

/** 店铺链接: the shop's addresses and QR codes, as the top bar's official-website and mini-program entries. */
export function ShopLinks({ session }: { session: Session }) {
  const h5 = showsH5Entry(session) && session.h5Link ? h5Url(session.h5Link) : null;
  const mini = showsMiniProgramEntry(session);
  return (
    <Card title="店铺链接" size="small">
      {h5 || mini ? (
        <Flex wrap gap={32} justify="space-around">
          {h5 ? (
            <Flex vertical align="center" gap={4}>
              <Typography.Text strong>官网店铺</Typography.Text>
              <H5ShopCard url={h5} />
            </Flex>
          ) : null}
          {mini ? (
            <Flex vertical align="center" gap={4}>
              <Typography.Text strong>小程序店铺</Typography.Text>
              <MiniProgramCard image={session.avatar} appName={session.wxAppName} />
            </Flex>
          ) : null}
        </Flex>
      ) : (
        <Typography.Text type="secondary">尚未开通官网店铺或小程序店铺</Typography.Text>
      )}
    </Card>
  );
}
