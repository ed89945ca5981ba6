import { useEffect, useRef, useState } from 'react';
import { StatusMessage } from '../../../../components/ui/status-message';
import { bannerDurationMs, useBannerStore } from '../stores/banner-store';

// Save and delete outcomes. The live regions stay in the DOM so every message is announced; the
// countdown pauses while the pointer or focus is on the banner so it can be read in full.
export function AdminBanner() {
  const banner = useBannerStore((s) => s.banner);
  const dismiss = useBannerStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(bannerDurationMs);

  useEffect(() => {
    remaining.current = bannerDurationMs;
  }, [banner?.id]);

  useEffect(() => {
    if (!banner || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(banner.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(800, remaining.current - (Date.now() - started));
    };
  }, [banner, paused, dismiss]);

  return (
    <div
      className="admin-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <StatusMessage status={banner ? { tone: banner.tone, text: banner.text } : null} />
    </div>
  );
}
