import { type Edition, PRODUCT_NAMES } from '@console/contracts';
import { Flex, Result } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../widgets/busy';
import { HOME_PATH, pageTitle } from './paths';

/** How an edition is named to a person: APP/H5版, 小程序版, 抖音版. */
export const editionName = (edition: Edition) => `${PRODUCT_NAMES[edition]}版`;

/** What the page says of a page only other editions have. */
export function editionOnlyText(title: string, editions: readonly Edition[], current: Edition) {
  const names = editions.map(editionName).join('、');
  return {
    title: `「${title}」是${names}的功能`,
    subTitle: `当前账号是${editionName(current)}，没有这个页面。如需使用「${title}」，请联系客服开通${names}。`,
  };
}

/**
 * A page of other editions only (/shop/pc, /dataInfo/websiteAnalyze on a mini-program account): it says which
 * editions have it instead of a 404, which would read as a broken link.
 */
export default function EditionOnlyPage(p: { title: string; editions: readonly Edition[]; current: Edition }) {
  const navigate = useNavigate();
  const text = editionOnlyText(p.title, p.editions, p.current);
  useEffect(() => {
    document.title = pageTitle(p.title);
  }, [p.title]);
  return (
    <Result
      status="info"
      title={text.title}
      subTitle={text.subTitle}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Link to={HOME_PATH}>
            <Button type="primary">返回首页</Button>
          </Link>
        </Flex>
      }
    />
  );
}
