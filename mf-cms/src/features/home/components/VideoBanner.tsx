import { useEffect, useRef, useState, type RefObject } from 'react';
import { Box, Heading, Text } from '@arena/ui';
import type { VideoInfo } from '@arena/contracts';
import { LoadFailed } from '../../remote-data';
import { whenLoadedAndIdle } from '../hooks/whenLoadedAndIdle';
import { motionAllowed } from '../hooks/motionAllowed';
import { useVideoInfo } from '../hooks/useVideoInfo';

// lower than the carousel's 2:1 on phones: the banner the server paints stays the page's largest element
const BANNER_CSS = { aspectRatio: '5 / 2', '@media (min-width: 992px)': { aspectRatio: '4 / 1' } };

/**
 * The video starts only after the page has loaded, the browser is idle and the banner is on screen,
 * and pauses off screen: the poster is all the first paint has to fetch.
 */
function useVideoStart(box: RefObject<HTMLElement | null>, enabled: boolean): { started: boolean; playing: boolean } {
  const [state, setState] = useState({ started: false, playing: false });
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    let observer: IntersectionObserver | undefined;
    const cancel = whenLoadedAndIdle(() => {
      observer = new IntersectionObserver(([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setState((s) => ({ started: s.started || visible, playing: visible }));
      });
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [box, enabled]);
  return state;
}

function BannerVideo({ info, playing }: { info: VideoInfo; playing: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // React sets `muted` as a property only; autoplay policies want it before play()
    element.muted = true;
    if (playing) element.play().catch(() => undefined);
    else element.pause();
  }, [playing]);
  return (
    <video
      ref={video}
      src={info.url}
      poster={info.poster}
      muted
      loop
      playsInline
      autoPlay
      preload="none"
      aria-hidden
      data-testid="video-banner-video"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}

/** The casino video banner: a muted looping background video under three title lines; only its poster with reduced motion or save-data. */
export function VideoBanner() {
  const info = useVideoInfo();
  const box = useRef<HTMLDivElement>(null);
  const [moving] = useState(motionAllowed);
  const { started, playing } = useVideoStart(box, moving && info.isSuccess);

  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} testId="video-banner-failed" />;
  if (info.isPending) return <Box css={BANNER_CSS} bg="arena.surface" borderRadius="md" animation="pulse" data-testid="video-banner-loading" />;
  const { data } = info;
  return (
    <Box ref={box} as="section" position="relative" overflow="hidden" borderRadius="md" bg="black" css={BANNER_CSS} data-testid="video-banner">
      <img
        src={data.poster}
        alt=""
        loading="lazy"
        decoding="async"
        data-testid="video-banner-poster"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {/* mounted once it may play, so not even its metadata is fetched before */}
      {started && <BannerVideo info={data} playing={playing} />}
      <Box
        position="absolute"
        insetStart="0"
        bottom="0"
        p={{ base: '4', md: '8' }}
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
        w="full"
      >
        <Text fontSize={{ base: 'xs', md: 'sm' }} fontWeight="semibold" color="arena.accent" textTransform="uppercase" letterSpacing="wider">
          {data.title1}
        </Text>
        <Heading as="h2" textStyle="pageTitle" color="white">
          {data.title2}
        </Heading>
        <Text fontSize={{ base: 'sm', md: 'md' }} color="whiteAlpha.800">
          {data.title3}
        </Text>
      </Box>
    </Box>
  );
}
