#include <cstdio>
int counter;
#pragma acc declare create(counter)
void count(int n)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    counter++;
  }
}
int main()
{
  counter = 0;
#pragma acc update device(counter)
  count(1000);
#pragma acc update self(counter)
  printf("%d %s\n", counter, counter == 1000 ? "PASS" : "FAIL");
  return counter != 1000;
}
