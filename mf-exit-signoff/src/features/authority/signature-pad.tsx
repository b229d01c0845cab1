/**
 * A drawn signature on a <canvas>: pointer events, so a mouse, a finger or a pen draw the
 * same way (the canvas takes no scrolling touch: `touch-action: none`); Clear starts over.
 * Keyboard users, who cannot draw, type their name instead and the pad writes it in a
 * handwriting face: the server takes any PNG (api/README.md, authority-sign), so both
 * kinds reach it the same way. `onChange` gets the PNG as a data URL, or null when empty.
 */
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { Text } from '@itam/shared/ui';

export const PAD_WIDTH = 480;
export const PAD_HEIGHT = 160;
const INK = '#1a237e';
const TYPED_FONT = `italic 40px "Segoe Script", "Brush Script MT", "Noto Sans Devanagari", cursive`;

export interface SignaturePadProps {
  onChange: (png: string | null) => void;
  /** Marks the pad invalid (a missing signature). */
  error?: string | null;
}

export function SignaturePad({ onChange, error }: SignaturePadProps) {
  const { t } = useTranslation('exit-signoff');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const errorId = useId();
  const typedId = useId();

  const context = () => canvasRef.current?.getContext('2d') ?? null;

  const clearCanvas = () => {
    const ctx = context();
    if (ctx) ctx.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  };

  const emit = () => {
    const canvas = canvasRef.current;
    onChange(canvas ? canvas.toDataURL('image/png') : null);
  };

  /** The typed name, written on the pad (only while nothing is drawn). */
  const wroteTyped = useRef(false);
  useEffect(() => {
    if (drawn) return;
    const name = typed.trim();
    // The canvas is touched only once there is something to write or to rub out.
    if (wroteTyped.current) clearCanvas();
    wroteTyped.current = name !== '';
    if (!name) {
      onChange(null);
      return;
    }
    const ctx = context();
    if (ctx) {
      ctx.fillStyle = INK;
      ctx.font = TYPED_FONT;
      ctx.textBaseline = 'middle';
      ctx.fillText(name, 16, PAD_HEIGHT / 2, PAD_WIDTH - 32);
    }
    emit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw only when the typed name changes
  }, [typed, drawn]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const sx = rect.width ? PAD_WIDTH / rect.width : 1;
    const sy = rect.height ? PAD_HEIGHT / rect.height : 1;
    return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (!drawn && wroteTyped.current) {
      // Drawing replaces a typed name.
      clearCanvas();
      wroteTyped.current = false;
      setTyped('');
    }
    drawing.current = point(event);
    const ctx = context();
    if (ctx) {
      ctx.fillStyle = INK;
      ctx.beginPath();
      ctx.arc(drawing.current.x, drawing.current.y, 1.5, 0, Math.PI * 2);
      ctx.fill();
    }
    setDrawn(true);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const next = point(event);
    const ctx = context();
    if (ctx) {
      ctx.strokeStyle = INK;
      ctx.lineWidth = event.pointerType === 'pen' ? 2 + 2 * (event.pressure || 0.5) : 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.beginPath();
      ctx.moveTo(drawing.current.x, drawing.current.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
    }
    drawing.current = next;
  };

  const up = () => {
    if (!drawing.current) return;
    drawing.current = null;
    emit();
  };

  const clear = () => {
    clearCanvas();
    drawing.current = null;
    setDrawn(false);
    setTyped('');
    onChange(null);
  };

  return (
    <div>
      <canvas
        ref={canvasRef}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={t('authority.pad')}
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onPointerLeave={up}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: PAD_WIDTH,
          height: 'auto',
          aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`,
          border: `1px ${error ? 'solid #d4380d' : 'dashed #8c8c8c'}`,
          borderRadius: 8,
          background: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Flex gap={12} align="center" wrap style={{ marginTop: 8 }}>
        <Text type="secondary" id={hintId}>
          {t('authority.padHint')}
        </Text>
        <Button onClick={clear}>{t('authority.clear')}</Button>
      </Flex>
      <div id={errorId} aria-live="polite">
        {error ? <Text type="danger">{error}</Text> : null}
      </div>
      <div style={{ marginTop: 12 }}>
        <label htmlFor={typedId} style={{ display: 'block', marginBottom: 4 }}>
          {t('authority.typed')}
        </label>
        <Input
          id={typedId}
          value={typed}
          maxLength={60}
          disabled={drawn}
          aria-describedby={`${typedId}-hint`}
          style={{ maxWidth: 320 }}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Text type="secondary" id={`${typedId}-hint`} style={{ display: 'block', marginTop: 4 }}>
          {drawn ? t('authority.typedDisabled') : t('authority.typedHint')}
        </Text>
      </div>
    </div>
  );
}
