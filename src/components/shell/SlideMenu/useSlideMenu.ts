import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MenuSectionId } from '../../../shop/menu';

/** What {@link useSlideMenu} hands the menu's view. */
export interface SlideMenuNavigation {
  /** The section whose detail list is shown, or `null` for the list of sections. */
  active: MenuSectionId | null;
  /** Shows a section's detail list and moves focus to its back button. */
  openSection(id: MenuSectionId): void;
  /** Goes back to the list of sections and moves focus to the section's button. */
  goBack(): void;
  /** Registers (or, with `null`, forgets) a section's button, the focus target on the way back. */
  sectionButtonRef(id: MenuSectionId): (element: HTMLButtonElement | null) => void;
  /** The detail list's back button. */
  backButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in menu's two levels: which section is open, and where focus goes when the level
 * changes (to the back button on the way in, to the section's button on the way out). Every
 * opening of the menu starts at the list of sections.
 * @param isOpen - whether the menu is open
 */
export function useSlideMenu(isOpen: boolean): SlideMenuNavigation {
  const [active, setActive] = useState<MenuSectionId | null>(null);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    // Every opening starts at the list of sections.
    setWasOpen(isOpen);
    if (isOpen) setActive(null);
  }

  const sectionButtons = useRef(new Map<MenuSectionId, HTMLButtonElement>());
  const backButtonRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<'back' | MenuSectionId | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === null) return;
    focusAfterRender.current = null;
    const element = target === 'back' ? backButtonRef.current : sectionButtons.current.get(target);
    element?.focus();
  }, [active]);

  return {
    active,
    openSection(id) {
      focusAfterRender.current = 'back';
      setActive(id);
    },
    goBack() {
      focusAfterRender.current = active;
      setActive(null);
    },
    sectionButtonRef: (id) => (element) => {
      if (element) sectionButtons.current.set(id, element);
      else sectionButtons.current.delete(id);
    },
    backButtonRef,
  };
}
