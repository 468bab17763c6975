/* A 16-byte integer. */
__int128 wideValue(unsigned __int128 value);
