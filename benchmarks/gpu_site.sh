# Sourced by the GPU scripts from the repository's root, with $py set: fairseq from the carried wheels/
# (bash benchmarks/gather_wheels.sh wheels) where the machine lacks it, installed once into /tmp/site (a
# second command on the same machine finds it there); then the repository on PYTHONPATH.
if ! "$py" -c "import fairseq" 2>/dev/null; then
  if ! PYTHONPATH=/tmp/site "$py" -c "import fairseq" 2>/dev/null; then
    [ -d wheels ] || { echo "fairseq is not installed and there is no wheels/ folder to install it from" >&2; exit 2; }
    "$py" -m pip install --quiet --no-index --no-deps --target /tmp/site wheels/*.whl || exit 2
  fi
  export PATH=/tmp/site/bin:$PATH PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
fi
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
