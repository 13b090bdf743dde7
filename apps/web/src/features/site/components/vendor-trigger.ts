/** The vendor menu's trigger, shared by the closed button and the menu (loaded later). */
export const vendorTriggerClass =
  "-ml-2 rounded-full p-1 text-white/60 hover:text-white focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none";
