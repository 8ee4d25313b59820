/* A header with a directive: __FILE__ in it names this header, not a copy Acorn writes. */
static const char *where_file(int *a)
{
#pragma acc parallel loop copy(a[0:1])
  for (int i = 0; i < 1; i++)
    a[i] += 1;
  return __FILE__;
}
