import type { DirectoryItem } from '@portal/domain/schemas';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowLeft, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Overlay } from '../../components/Overlay';
import styles from './PreviewGallery.module.css';

/** Slides this far from the one shown load their picture; the rest wait (folders can hold hundreds). */
const PRELOAD_DISTANCE = 1;

function pictureOf(item: DirectoryItem): string | null {
  return item.alink ?? item.link ?? item.thumbnail ?? null;
}

/**
 * SPEC §2 image preview carousel: every image of the folder, one slide per page, starting at the
 * one clicked; Download and Go Back; arrows (buttons and keyboard) step through. Escape and a
 * click outside close it (the Overlay).
 */
export function PreviewGallery({
  images,
  startIndex,
  onClose,
  onDownload,
}: {
  images: DirectoryItem[];
  startIndex: number;
  onClose: () => void;
  onDownload: (item: DirectoryItem) => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel({
    startIndex,
    loop: false,
    align: 'center',
    slidesToScroll: 1,
    duration: 22,
  });
  const [selected, setSelected] = useState(startIndex);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([startIndex]));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setSeen((current) => (current.has(index) ? current : new Set([...current, index])));
    };
    // The first slide shown is startIndex; from then on Embla says which one is selected.
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => {
    if (embla) embla.scrollPrev();
    else setSelected((index) => Math.max(0, index - 1));
  }, [embla]);
  const next = useCallback(() => {
    if (embla) embla.scrollNext();
    else setSelected((index) => Math.min(images.length - 1, index + 1));
  }, [embla, images.length]);

  // Keyboard arrows step through wherever focus is inside the dialog.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [previous, next]);

  const current = images[selected] ?? images[0];
  if (!current) return null;

  return (
    <Overlay
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={current.name}
      size="xl"
      tone="dark"
    >
      <section className={styles.gallery} aria-roledescription="carousel" aria-label="Image preview">
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.container}>
            {images.map((image, index) => {
              const near = Math.abs(index - selected) <= PRELOAD_DISTANCE || seen.has(index);
              const src = pictureOf(image);
              return (
                // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group, not a fieldset
                <div
                  key={image.id}
                  className={styles.slide}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${images.length}: ${image.name}`}
                  aria-hidden={index !== selected}
                >
                  {near && src ? (
                    <img className={styles.picture} src={src} alt={image.name} draggable={false} />
                  ) : (
                    <span className={styles.placeholder} aria-hidden="true" />
                  )}
                </div>
              );
            })}
          </div>
          {images.length > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowPrev}`}
                onClick={previous}
                disabled={selected === 0}
                aria-label="Previous image"
              >
                <ChevronLeft aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.arrowNext}`}
                onClick={next}
                disabled={selected === images.length - 1}
                aria-label="Next image"
              >
                <ChevronRight aria-hidden="true" />
              </button>
            </>
          ) : null}
        </div>
        <div className={styles.footer}>
          <p className={styles.counter} aria-live="polite">
            {selected + 1} / {images.length}
          </p>
          <div className={styles.actions}>
            <Button variant="on-dark" onClick={onClose}>
              <ArrowLeft aria-hidden="true" /> Go Back
            </Button>
            <Button onClick={() => onDownload(current)}>
              <Download aria-hidden="true" /> Download
            </Button>
          </div>
        </div>
      </section>
    </Overlay>
  );
}
