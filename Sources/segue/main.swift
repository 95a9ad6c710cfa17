import SegueDemo
print("placeholder")
