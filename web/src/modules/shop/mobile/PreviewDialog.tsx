import type { DecorPage, DecorTabBar, DecorTheme } from '@console/contracts';
import { Flex, Grid, Typography } from 'antd';
import { QrImage } from '../../../shell/QrImage';
import { Modal } from '../../../widgets/busy';
import { NavBarView, TabBarView } from './PhoneChrome';
import { ComponentView } from './render/ComponentView';
import { PreviewThemeContext } from './render/context';

/** The components a customer sees: the hidden ones are left out, as the published page leaves them out. */
export const shownComponents = (doc: DecorPage) => doc.components.filter((c) => !c.hidden);

/**
 * 预览: the design as it is now, unsaved changes included, in a phone-sized frame (375 × 667, the page scrolling
 * between its top navigation and its tab bar as on a phone), with nothing of the designer's (no selection,
 * no hidden components). Beside it, the QR of the last saved draft, to try it on a phone.
 */
export function PreviewDialog(p: {
  open: boolean;
  onClose: () => void;
  doc: DecorPage;
  tabBar: DecorTabBar | undefined;
  theme: DecorTheme;
  /** The address that opens the saved draft on a phone, or null without an H5 shop. */
  previewUrl: string | null;
  dirty: boolean;
}) {
  const screens = Grid.useBreakpoint();
  const { doc } = p;
  const pageBg = doc.settings.bgColor || '#f5f5f5';
  return (
    <Modal
      open={p.open}
      onCancel={p.onClose}
      footer={null}
      title="手机预览"
      width={screens.md ? 720 : 420}
      destroyOnHidden
      centered
    >
      <Flex gap={24} wrap justify="center" align="flex-start">
        <PreviewThemeContext.Provider value={p.theme}>
          <section className="decor-phone decor-preview-phone" aria-label="预览手机" data-testid="decor-preview">
            <NavBarView doc={doc} />
            <div
              className="decor-preview-page"
              style={{
                background: doc.settings.bgImage
                  ? `${pageBg} top / 100% auto no-repeat url("${encodeURI(doc.settings.bgImage)}")`
                  : pageBg,
              }}
            >
              {shownComponents(doc).map((c) => (
                <ComponentView key={c.id} c={c} pageBg={pageBg} />
              ))}
            </div>
            <TabBarView bar={p.tabBar} />
          </section>
        </PreviewThemeContext.Provider>
        <Flex vertical align="center" gap={6} style={{ width: 200 }}>
          {p.previewUrl ? (
            <>
              <QrImage value={p.previewUrl} size={160} label="扫码在手机上预览草稿" />
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                扫码在手机上预览最近一次保存的草稿
              </Typography.Text>
              {p.dirty ? (
                <Typography.Text type="warning" style={{ textAlign: 'center' }}>
                  左侧是当前的设计；未保存的修改保存后才能在手机上看到
                </Typography.Text>
              ) : null}
            </>
          ) : (
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              左侧是当前的设计。开通官网（H5）店铺后可扫码在手机上预览
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Modal>
  );
}
