// placeholder: implemented with its part
