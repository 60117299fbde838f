#!/bin/sh
echo TODO
