import type { ReactNode, Ref } from 'react';
import { EyeIcon, WarningIcon } from '../../primitives/icons';
import { Actions, Panel, PanelIcon, Text, Title } from './VirtualTryOn.styles';

/** Props of {@link TryOnPanel}. */
export interface TryOnPanelProps {
  tone: 'neutral' | 'problem';
  title: string;
  body: string;
  /** Level of the state's heading. */
  headingLevel: 2 | 3;
  /** The heading, focused when the state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Text under the explanation. */
  children?: ReactNode;
  /** The state's buttons. */
  actions?: ReactNode;
}

/** A try-on state without a camera picture: ask, starting, and every failure. */
export function TryOnPanel({
  tone,
  title,
  body,
  headingLevel,
  headingRef,
  children,
  actions,
}: TryOnPanelProps) {
  return (
    <Panel $tone={tone} data-testid="try-on-panel">
      <PanelIcon $tone={tone}>
        {tone === 'problem' ? <WarningIcon size={28} /> : <EyeIcon size={28} />}
      </PanelIcon>
      <Title as={`h${headingLevel}`} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      <Text>{body}</Text>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  );
}
