import { DOMESTIC_VIOLENCE_HOTLINE, SUICIDE_CRISIS_LIFELINE } from '@contracts/crisis';
import { QUICK_EXIT_LABEL } from '@contracts/quick-exit';
import { Link } from 'react-router-dom';
import { LeavingSiteLink } from '../../components/leaving-site-link';
import { ProsePage } from '../../features/static-pages/components/prose-page';
import { paths } from '../../lib/paths';

export const RESOURCES_TITLE = 'Crisis Resources';

export function ResourcesRoute() {
  return (
    <ProsePage
      title={RESOURCES_TITLE}
      lead="If you are thinking about ending your life, or someone is hurting or frightening you, help is one call or message away, at any hour. These services are free and confidential."
    >
      <h2>If you are in danger right now</h2>
      <p>
        Call <a href="tel:911">911</a>.
      </p>

      <h2>Thoughts of suicide or self-harm</h2>
      <ul>
        <li>
          <strong>{SUICIDE_CRISIS_LIFELINE.name}</strong>: call or text <a href={SUICIDE_CRISIS_LIFELINE.href}>988</a>,
          or chat at <LeavingSiteLink href="https://988lifeline.org/">988lifeline.org</LeavingSiteLink>. Trained
          counsellors listen and help, day and night.
        </li>
        <li>
          <strong>Crisis Text Line</strong>: text HOME to <a href="sms:741741">741741</a>.
        </li>
      </ul>

      <h2>Abuse or violence at home</h2>
      <ul>
        <li>
          <strong>{DOMESTIC_VIOLENCE_HOTLINE.name}</strong>: call{' '}
          <a href={DOMESTIC_VIOLENCE_HOTLINE.href}>{DOMESTIC_VIOLENCE_HOTLINE.contact}</a>, text START to{' '}
          <a href="sms:88788">88788</a>, or chat at{' '}
          <LeavingSiteLink href="https://www.thehotline.org/">thehotline.org</LeavingSiteLink>. Advocates help you
          understand what is happening and plan how to stay safe, including how to leave safely.
        </li>
        <li>
          <strong>Childhelp National Child Abuse Hotline</strong>: call or text{' '}
          <a href="tel:+18004224453">1-800-422-4453</a> if a child is being hurt or is at risk.
        </li>
      </ul>

      <h2>Staying safe on this site</h2>
      <p>
        If someone may see your screen, press <strong>{QUICK_EXIT_LABEL}</strong> at the top of any page, or the Esc key
        twice, and a weather website replaces this one.{' '}
        <Link to={`${paths.terms}#quick-exit`}>What quick exit can and cannot hide</Link>. If you think your phone or
        computer is being watched, call from a phone the other person cannot reach.
      </p>
      <p>
        This page lists services in the United States. Everything else on this site is community support and general
        information, not emergency help.
      </p>
    </ProsePage>
  );
}
