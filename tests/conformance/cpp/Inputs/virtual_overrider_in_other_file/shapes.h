// Classes whose overriders are defined in shapes.cpp: the routine directive before each declaration
// gives the overrider a device version there (without it, the file calling them virtually in device
// code is an error: lit virtual_overrider_without_device_version.cpp).
struct Shape {
#pragma acc routine seq
  virtual double area() const { return 0; }
#pragma acc routine seq
  virtual double scale() const;
};

struct Square : Shape {
  double side = 0;
#pragma acc routine seq
  double area() const override;
};

struct Disc : Shape {
  double r = 0;
#pragma acc routine seq
  double area() const override;
#pragma acc routine seq
  double scale() const override;
};
