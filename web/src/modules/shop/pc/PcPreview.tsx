import { type DecorPc, linkText } from '@console/contracts';
import { Carousel, Flex } from 'antd';
import { useBoxWidth } from '../../../engine/useBoxWidth';

const SITE_WIDTH = 1200;

/**
 * The PC site at desktop width (1200 px), scaled to the box it is shown in: the navigation bar with its shown
 * entries, the home banners (when shown), and the footer — redrawn with every change.
 */
export function PcPreview({ pc, showBanner, shopName }: { pc: DecorPc; showBanner: boolean; shopName: string }) {
  const [ref, width] = useBoxWidth();
  const scale = width ? Math.min(1, width / SITE_WIDTH) : 1;
  const banners = pc.banners.filter((b) => b.image !== '');
  const shown = pc.nav.filter((n) => n.shown);
  return (
    <div ref={ref} style={{ width: '100%' }}>
      <div style={{ height: 560 * scale, overflow: 'hidden' }}>
        <div
          data-testid="pc-preview"
          style={{
            width: SITE_WIDTH,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            background: '#fff',
            color: '#1f1f1f',
            border: '1px solid rgba(0,0,0,0.12)',
          }}
        >
          <nav aria-label="PC导航预览">
            <Flex align="center" gap={32} style={{ height: 64, padding: '0 40px', borderBottom: '1px solid #eee' }}>
              <strong style={{ fontSize: 20, marginRight: 24 }}>{shopName}</strong>
              {shown.map((n, i) => (
                <Flex
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; the preview redraws them all
                  key={i}
                  align="center"
                  gap={6}
                  style={{ fontSize: 16, color: i === 0 ? '#1d5fcc' : '#1f1f1f' }}
                >
                  {n.icon ? <img src={n.icon} alt="" width={18} height={18} /> : null}
                  <span title={linkText(n.link)}>{n.name || '未命名'}</span>
                </Flex>
              ))}
            </Flex>
          </nav>
          {showBanner && banners.length > 0 ? (
            <Carousel autoplay={false} dots>
              {banners.map((b, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: banners have no ids; the preview redraws them all
                <div key={i}>
                  <img
                    src={b.image}
                    alt={b.title}
                    style={{ width: SITE_WIDTH, height: 400, objectFit: 'cover', display: 'block' }}
                  />
                </div>
              ))}
            </Carousel>
          ) : (
            <Flex align="center" justify="center" style={{ height: showBanner ? 400 : 120, background: '#f5f5f5' }}>
              {showBanner ? '上传轮播图后在这里展示' : '首页轮播图已隐藏'}
            </Flex>
          )}
          <footer
            style={{ background: '#1f2329', color: '#e6e6e6', padding: '20px 40px', fontSize: 14, lineHeight: 1.9 }}
          >
            <div>
              {[pc.footer.phone && `电话：${pc.footer.phone}`, pc.footer.email && `邮箱：${pc.footer.email}`]
                .filter(Boolean)
                .join('　')}
            </div>
            {pc.footer.address ? <div>地址：{pc.footer.address}</div> : null}
            <div>{[pc.footer.copyright, pc.footer.recordNumber].filter(Boolean).join('　')}</div>
          </footer>
        </div>
      </div>
    </div>
  );
}
