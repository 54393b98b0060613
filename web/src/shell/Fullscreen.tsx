import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { MSG } from '@console/contracts';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { Button } from '../widgets/busy';

/** The fullscreen toggle; where the browser cannot, it warns 'you browser can not work' (spec §8). */
export function Fullscreen() {
  const { message } = App.useApp();
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(MSG.fullscreenUnsupported);
      return;
    }
    const done = on ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => void message.warning(MSG.fullscreenUnsupported));
  };
  return (
    <Button
      type="text"
      icon={on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={on ? '退出全屏' : '全屏'}
      onClick={toggle}
    />
  );
}
