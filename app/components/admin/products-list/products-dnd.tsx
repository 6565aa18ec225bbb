// Moving a product to another category by dragging its row onto a category of the category bar, or onto a
// category's heading in the table (back-office §2), with the mouse, a finger or the keyboard: focus a row's handle,
// Space picks it up, the arrows go from one category to the next, Space drops it there and Escape cancels; the focus
// then stays on the moved row's handle. Every step is announced to screen readers in French. The bar names every
// category, whichever page of the list is shown, so any product can go to any category.
import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import {
  createContext,
  type ReactElement,
  type RefObject,
  useContext,
  useEffect,
  useMemo,
  type ReactNode,
  useId,
  useRef,
} from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { UNCATEGORISED } from "../../../modules/catalog/admin-product-list-spec.ts";
import type { GroupHeaderProps, GroupRowProps } from "../data-table/grouped-data-table.tsx";

/** The drop zone of the uncategorised products. */
export const UNCATEGORISED_ZONE = UNCATEGORISED;

/**
 * The keyboard's target zone, chosen by the arrows (down / up: the next / previous zone in reading order, starting
 * from the row's own category), and the collision detection that reports it. The arrows do not carry the row to
 * the zone: dnd-kit's coordinates drift with the page's scroll (a row far down the list was placed thousands of
 * pixels off and hovered nothing), so the row stays in place, nudged by a pixel for dnd-kit to look again, and the
 * zone it will go to is highlighted and announced. With a pointer, the zone under the pointer.
 */
function useKeyboardTarget() {
  const target = useRef<UniqueIdentifier | null>(null);
  return useMemo(() => {
    const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
      const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
      if (step === 0) return undefined;
      event.preventDefault();
      const zones = context.droppableContainers
        .getEnabled()
        .map((zone) => ({ id: zone.id, rect: context.droppableRects.get(zone.id) }))
        .filter((zone): zone is { id: UniqueIdentifier; rect: NonNullable<typeof zone.rect> } => Boolean(zone.rect))
        .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
      const currentId = target.current ?? context.active?.data.current?.zoneId;
      const current = zones.findIndex((zone) => zone.id === currentId);
      const next = zones[Math.min(zones.length - 1, Math.max(0, current + step))];
      if (!next) return undefined;
      target.current = next.id;
      return { x: currentCoordinates.x + (currentCoordinates.x % 2 === 0 ? 1 : -1), y: currentCoordinates.y };
    };
    const collisionDetection: CollisionDetection = (args) => {
      if (args.pointerCoordinates) return pointerWithin(args);
      const zone = args.droppableContainers.find((container) => container.id === target.current);
      return zone ? [{ id: zone.id, data: { droppableContainer: zone, value: 0 } }] : [];
    };
    return { coordinateGetter, collisionDetection, reset: () => (target.current = null) };
  }, []);
}

type Draggable = ReturnType<typeof useDraggable>;
type DragHandle = Pick<Draggable, "attributes" | "listeners" | "setActivatorNodeRef"> & {
  id: string;
  title: string;
  /** The zone the row is drawn in. */
  zoneId: string;
};
/** A row moved by the keyboard: its handle takes the focus once it is drawn in its new zone. */
type FocusAfterMove = { id: string; zoneId: string };
const HandleContext = createContext<DragHandle | null>(null);
/**
 * The row just moved by the keyboard, whose handle takes the focus when it is drawn in its new zone: not the handle
 * still drawn in the old zone at the drop, which is about to go (the focus would go with it, to the page's body).
 */
const FocusAfterMoveContext = createContext<RefObject<FocusAfterMove | null> | null>(null);

/** The category a drop zone stands for: a chip's id is the category's, a heading's says it in its data. */
const zoneOf = (over: { id: UniqueIdentifier; data: { current?: Record<string, unknown> } }) =>
  String(over.data.current?.zoneId ?? over.id);

type ProductsDndProps = {
  /** A zone id's name ('Équipements', 'Produits sans catégorie'). */
  zoneName: (zoneId: string) => string;
  /** A dragged product's title. */
  productTitle: (productId: string) => string;
  /** A row was dropped on another zone than its own. */
  onMove: (productId: string, zoneId: string) => void;
  children: ReactNode;
};

export function ProductsDnd({ zoneName, productTitle, onMove, children }: ProductsDndProps) {
  const { t } = useTranslation("admin-products");
  // A stable id for the accessibility ids: dnd-kit's own counter differs between the server and the browser.
  const dndId = useId();
  const keyboard = useKeyboardTarget();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }),
  );
  const focusAfterMoveRef = useRef<FocusAfterMove | null>(null);
  const title = (id: string | number) => productTitle(String(id));
  const zone = (over: Parameters<typeof zoneOf>[0]) => zoneName(zoneOf(over));
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      // The category bar stays in view on a desktop (sticky): scroll only at the screen's very edge, never while
      // the pointer is over the bar, whose place does not move with the page.
      autoScroll={{ threshold: { x: 0, y: 0.05 } }}
      onDragStart={keyboard.reset}
      onDragCancel={keyboard.reset}
      accessibility={{
        screenReaderInstructions: { draggable: t("dnd.instructions") },
        announcements: {
          onDragStart: ({ active }) => t("dnd.picked", { title: title(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t("dnd.over", { title: title(active.id), category: zone(over) }) : t("dnd.outside"),
          onDragEnd: ({ active, over }) =>
            over ? t("dnd.dropped", { title: title(active.id), category: zone(over) }) : t("dnd.cancelled"),
          onDragCancel: ({ active }) => t("dnd.cancelledItem", { title: title(active.id) }),
        },
      }}
      onDragEnd={({ active, over, activatorEvent }: DragEndEvent) => {
        keyboard.reset();
        const from = active.data.current?.zoneId as string | undefined;
        if (!over || zoneOf(over) === from) return;
        // The moved row is drawn again in its new group: its handle takes the focus back (a keyboard drop).
        if ("key" in activatorEvent) focusAfterMoveRef.current = { id: String(active.id), zoneId: zoneOf(over) };
        onMove(String(active.id), zoneOf(over));
      }}
    >
      <FocusAfterMoveContext.Provider value={focusAfterMoveRef}>{children}</FocusAfterMoveContext.Provider>
    </DndContext>
  );
}

/**
 * A drop zone (a link of the category bar, or a category's heading when `dropId` is given), highlighted while a row
 * of another category hovers it.
 */
export function CategoryDropZone({
  zoneId,
  dropId = zoneId,
  children,
}: {
  zoneId: string;
  /** The zone's own id, when it is not the category's chip (ids are unique in a drag context). */
  dropId?: string;
  children: (zone: { ref: (node: HTMLElement | null) => void; isTarget: boolean }) => ReactElement;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId, data: { zoneId } });
  const isOtherZone = Boolean(active) && active?.data.current?.zoneId !== zoneId;
  return children({ ref: setNodeRef, isTarget: isOver && isOtherZone });
}

/** A category's heading row in the table: a drop zone like its chip. */
export function CategoryGroupHeader({ groupId, className, children }: GroupHeaderProps) {
  return (
    <CategoryDropZone zoneId={groupId} dropId={`heading:${groupId}`}>
      {({ ref, isTarget }) => (
        <tr
          ref={ref}
          className={cn(className, isTarget && "bg-brand-50 outline-2 -outline-offset-2 outline-brand-500")}
        >
          {children}
        </tr>
      )}
    </CategoryDropZone>
  );
}

type DraggableProductRowProps = GroupRowProps<{ id: string; title: string; categoryId: string | null }>;

/** A product's row, dragged by its handle (`ProductDragHandle`, in one of its cells). */
export function DraggableProductRow({ row, className, children }: DraggableProductRowProps) {
  const { activatorEvent } = useDndContext();
  const { attributes, listeners, setActivatorNodeRef, setNodeRef, transform, isDragging } = useDraggable({
    id: row.id,
    data: { zoneId: row.categoryId ?? UNCATEGORISED_ZONE },
  });
  const isKeyboard = activatorEvent !== null && "key" in activatorEvent;
  const zoneId = row.categoryId ?? UNCATEGORISED_ZONE;
  const value = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, id: row.id, title: row.title, zoneId }),
    [attributes, listeners, setActivatorNodeRef, row.id, row.title, zoneId],
  );
  return (
    <HandleContext.Provider value={value}>
      <tr
        ref={setNodeRef}
        // Moved by the keyboard, the row stays in place (see useKeyboardTarget) and its category is highlighted.
        style={{ transform: isDragging && isKeyboard ? undefined : CSS.Translate.toString(transform) }}
        className={cn(
          className,
          isDragging && "relative z-10 bg-white opacity-90 shadow-lg",
          isDragging && isKeyboard && "outline-2 -outline-offset-2 outline-brand-500",
        )}
      >
        {children}
      </tr>
    </HandleContext.Provider>
  );
}

/** The grip that picks a row up, with the mouse or with Space / Enter. */
export function ProductDragHandle() {
  const { t } = useTranslation("admin-products");
  const handle = useContext(HandleContext);
  const focusAfterMoveRef = useContext(FocusAfterMoveContext);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const target = focusAfterMoveRef?.current;
    if (!handle || !focusAfterMoveRef || !target || !buttonRef.current) return;
    if (target.id !== handle.id || target.zoneId !== handle.zoneId) return;
    focusAfterMoveRef.current = null;
    buttonRef.current.focus();
  });
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef, title } = handle;
  return (
    <Button
      ref={(node) => {
        buttonRef.current = node;
        setActivatorNodeRef(node);
      }}
      variant="ghost"
      size="icon"
      className="size-7 cursor-grab touch-none text-slate-400 hover:text-slate-700 active:cursor-grabbing"
      {...attributes}
      {...listeners}
      aria-label={t("dnd.handle", { title })}
      aria-roledescription={t("dnd.roleDescription")}
    >
      <GripVertical aria-hidden="true" />
    </Button>
  );
}
