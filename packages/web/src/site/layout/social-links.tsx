import { Icon } from '../../ui/icon.tsx';
import { useSocialLinks } from './menu.ts';

/** The company's social media links, as icons named for screen readers, in a list styled by its place. */
export function SocialLinks({ className, label }: { className?: string; label?: string }) {
  const socialLinks = useSocialLinks();
  if (socialLinks.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {socialLinks.map((social) => (
        <li key={social.label}>
          <a href={social.href} target="_blank" rel="noreferrer">
            <Icon icon={social.icon} />
            <span className="visually-hidden">{social.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
