import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Toaster } from 'sonner';
import styles from './AlertToaster.module.css';

/**
 * Where every alert of the app appears (one host, three kinds). Loaded with the first alert. At the
 * bottom: at the top they covered the region tooltip and the header's menus (issue 28 item 13).
 */
export default function AlertToaster() {
  return (
    <Toaster
      position="bottom-right"
      offset={{ bottom: 24, right: 16 }}
      mobileOffset={{ bottom: 16, left: 12, right: 12 }}
      visibleToasts={4}
      closeButton
      icons={{
        info: <Info aria-hidden="true" />,
        success: <CircleCheck aria-hidden="true" />,
        error: <CircleAlert aria-hidden="true" />,
      }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          icon: styles.icon,
          closeButton: styles.close,
          info: styles.info,
          success: styles.success,
          error: styles.danger,
        },
      }}
    />
  );
}
