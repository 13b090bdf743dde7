/**
 * Draw calendars as data. Times are local wall-clock times of fixed-offset zones (Vietnam and
 * Thailand UTC+7, Malaysia UTC+8; none of them moves its clocks). Weekdays: 0 = Sunday.
 */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Station {
  /** Stable code used in draw ids. */
  code: string;
  name: string;
}

/** Draws on some weekdays; with `stations`, each station listed for the day draws its own sheet. */
export interface WeeklyCalendar {
  kind: "weekly";
  game: string;
  utcOffsetMinutes: number;
  /** Local draw time "HH:MM". */
  time: string;
  weekdays: readonly Weekday[];
  stations?: Readonly<Partial<Record<Weekday, readonly Station[]>>>;
}

/** Draws on fixed days of the month (the Thai lottery on the 1st and 16th). */
export interface MonthlyCalendar {
  kind: "monthly";
  game: string;
  utcOffsetMinutes: number;
  time: string;
  daysOfMonth: readonly number[];
}

/** House fast games: a draw every `everyMinutes` around the clock, counted from local midnight. */
export interface IntervalCalendar {
  kind: "interval";
  game: string;
  utcOffsetMinutes: number;
  everyMinutes: 1 | 2 | 3 | 5;
}

export type DrawCalendar = WeeklyCalendar | MonthlyCalendar | IntervalCalendar;

const s = (name: string): Station => ({
  code: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, ""),
  name,
});
const ALL_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const VN_OFFSET = 7 * 60;

/** Miền Bắc: one draw a day at 18:15, hosted by a station that rotates by weekday. */
export const VN_NORTH_CALENDAR: WeeklyCalendar = {
  kind: "weekly",
  game: "vn-north",
  utcOffsetMinutes: VN_OFFSET,
  time: "18:15",
  weekdays: ALL_DAYS,
  stations: {
    1: [s("Ha Noi")],
    2: [s("Quang Ninh")],
    3: [s("Bac Ninh")],
    4: [s("Ha Noi")],
    5: [s("Hai Phong")],
    6: [s("Nam Dinh")],
    0: [s("Thai Binh")],
  },
};

/** Miền Trung: 17:15, two or three provincial stations a day. */
export const VN_CENTRAL_CALENDAR: WeeklyCalendar = {
  kind: "weekly",
  game: "vn-central",
  utcOffsetMinutes: VN_OFFSET,
  time: "17:15",
  weekdays: ALL_DAYS,
  stations: {
    1: [s("Thua Thien Hue"), s("Phu Yen")],
    2: [s("Dak Lak"), s("Quang Nam")],
    3: [s("Da Nang"), s("Khanh Hoa")],
    4: [s("Binh Dinh"), s("Quang Tri"), s("Quang Binh")],
    5: [s("Gia Lai"), s("Ninh Thuan")],
    6: [s("Da Nang"), s("Quang Ngai"), s("Dak Nong")],
    0: [s("Kon Tum"), s("Khanh Hoa"), s("Thua Thien Hue")],
  },
};

/** Miền Nam: 16:15, three or four provincial stations a day. */
export const VN_SOUTH_CALENDAR: WeeklyCalendar = {
  kind: "weekly",
  game: "vn-south",
  utcOffsetMinutes: VN_OFFSET,
  time: "16:15",
  weekdays: ALL_DAYS,
  stations: {
    1: [s("TP.HCM"), s("Dong Thap"), s("Ca Mau")],
    2: [s("Ben Tre"), s("Vung Tau"), s("Bac Lieu")],
    3: [s("Dong Nai"), s("Can Tho"), s("Soc Trang")],
    4: [s("Tay Ninh"), s("An Giang"), s("Binh Thuan")],
    5: [s("Vinh Long"), s("Binh Duong"), s("Tra Vinh")],
    6: [s("TP.HCM"), s("Long An"), s("Binh Phuoc"), s("Hau Giang")],
    0: [s("Tien Giang"), s("Kien Giang"), s("Da Lat")],
  },
};

/** Thai government lottery: the 1st and 16th, results final by 16:00 Bangkok time. */
export const THAI_CALENDAR: MonthlyCalendar = {
  kind: "monthly",
  game: "thai",
  utcOffsetMinutes: VN_OFFSET,
  time: "16:00",
  daysOfMonth: [1, 16],
};

/** Lao lottery (observed: Monday, Wednesday, Friday at 20:30 Vientiane time). */
export const LAO_CALENDAR: WeeklyCalendar = {
  kind: "weekly",
  game: "lao",
  utcOffsetMinutes: VN_OFFSET,
  time: "20:30",
  weekdays: [1, 3, 5],
};

/** Malaysian 4D: Wednesday, Saturday and Sunday at 19:00 Malaysia time (UTC+8). */
export const MY4D_CALENDAR: WeeklyCalendar = {
  kind: "weekly",
  game: "my4d",
  utcOffsetMinutes: 8 * 60,
  time: "19:00",
  weekdays: [3, 6, 0],
};

/** A fast game's calendar: every 1, 2, 3 or 5 minutes (1440, 720, 480 or 288 draws a day). */
export function fastCalendar(
  game: string,
  everyMinutes: 1 | 2 | 3 | 5,
  utcOffsetMinutes = VN_OFFSET,
): IntervalCalendar {
  return { kind: "interval", game, utcOffsetMinutes, everyMinutes };
}
