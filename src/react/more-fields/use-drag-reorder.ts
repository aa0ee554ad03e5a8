import type { PointerEvent as ReactPointerEvent, RefObject } from 'react'
import type { FieldShared } from '../field-shared'
import { dropIndexOf } from './ranking-order'

/** A drag under way: the item's index, where it would land, and how far it has moved (px). */
export interface DragState {
  from: number
  to: number
  offset: number
}

/** Options of `useDragReorder`. */
export interface DragReorderOptions {
  /** The list whose element children are the items, in their order. */
  listRef: RefObject<HTMLElement | null>
  /** Called once per drop on another place, with the item's old and new index. */
  onDrop: (from: number, to: number) => void
}

/** What a drag handle spreads onto itself. */
export interface DragHandleProps {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void
  onLostPointerCapture: (event: ReactPointerEvent<HTMLElement>) => void
}

interface DragStart {
  pointerId: number
  from: number
  startY: number
}

/**
 * Dragging the items of a vertical list to reorder them, with pointer events: one code path for
 * mouse, touch and pen. The handle captures the pointer, so the drag follows it wherever it goes;
 * the items stay where they are in the DOM while it lasts (moving a captured element's node would
 * lose the capture) — the caller shows the drag from {@link DragState}, and the order changes once,
 * on release. A cancelled pointer (the browser took over the gesture), a lost capture or Escape
 * ends the drag without a change. It is an extra: every reorder it makes is possible by buttons.
 */
export function createUseDragReorder({
  useState,
  useRef,
  useEffect,
}: Pick<FieldShared, 'useState' | 'useRef' | 'useEffect'>) {
  return function useDragReorder({ listRef, onDrop }: DragReorderOptions) {
    const [drag, setDrag] = useState<DragState | null>(null)
    const started = useRef<DragStart | null>(null)
    const dragging = drag !== null

    useEffect(() => {
      const document = listRef.current?.ownerDocument
      if (!dragging || !document) return
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return
        started.current = null
        setDrag(null)
      }
      document.addEventListener('keydown', onKeyDown)
      return () => document.removeEventListener('keydown', onKeyDown)
    }, [dragging, listRef])

    /** The index the item would land at with the pointer at `clientY`. */
    const targetOf = (begun: DragStart, clientY: number) => {
      const items = Array.from(listRef.current?.children ?? [])
      const midpoints = items
        .filter((_, index) => index !== begun.from)
        .map((item) => {
          const box = item.getBoundingClientRect()
          return box.top + box.height / 2
        })
      return dropIndexOf(midpoints, clientY)
    }
    const ownPointer = (event: ReactPointerEvent<HTMLElement>) => {
      const begun = started.current
      return begun && begun.pointerId === event.pointerId ? begun : null
    }
    const end = () => {
      started.current = null
      setDrag(null)
    }

    const handleProps = (index: number): DragHandleProps => ({
      onPointerDown(event) {
        // The main button of a mouse; any touch or pen contact (also button 0).
        if (!event.isPrimary || event.button !== 0) return
        // No text selection, no native drag of the label, no focus moved by the press.
        event.preventDefault()
        event.currentTarget.setPointerCapture?.(event.pointerId)
        started.current = { pointerId: event.pointerId, from: index, startY: event.clientY }
        setDrag({ from: index, to: index, offset: 0 })
      },
      onPointerMove(event) {
        const begun = ownPointer(event)
        if (!begun) return
        const offset = event.clientY - begun.startY
        setDrag({ from: begun.from, to: targetOf(begun, event.clientY), offset })
      },
      onPointerUp(event) {
        const begun = ownPointer(event)
        if (!begun) return
        const to = targetOf(begun, event.clientY)
        end()
        if (to !== begun.from) onDrop(begun.from, to)
      },
      onPointerCancel(event) {
        if (ownPointer(event)) end()
      },
      onLostPointerCapture(event) {
        if (ownPointer(event)) end()
      },
    })

    return { drag, handleProps }
  }
}
