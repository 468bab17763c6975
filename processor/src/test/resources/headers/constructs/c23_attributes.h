/* C23 attributes. */
[[deprecated("use another")]] int c23Deprecated(int value);
[[nodiscard]] long long c23Nodiscard([[maybe_unused]] short value);
